/**
 * Brand facts: the one file a fork edits to rebrand the site and its enquiry service.
 * Browser and server both read it (e-mail sender, action prefix, structured data).
 */
/**
 * The company's name, and every enquiry's `action` prefix (SPEC §3: prefix, a space, the kind).
 * Constants of their own, so code in the browser that needs only these carries nothing else.
 */
export const brandName = "Malwa Softworks";
export const actionPrefix = brandName;

export const brand = {
  name: brandName,
  legalName: "Malwa Softworks Private Limited",
  logoText: "Malwa",
  logoAccent: "Softworks",
  tagline: "Enterprise software, built in Indore for the world.",
  foundingYear: 2019,
  emails: {
    sales: "hello@malwasoftworks.example",
    careers: "careers@malwasoftworks.example",
    legal: "legal@malwasoftworks.example",
    notifyTo: "enquiries@malwasoftworks.example",
    notifyFrom: "Malwa Softworks Website <website@malwasoftworks.example>",
    /** Where a vulnerability is reported (security.txt, the security policy). */
    security: "security@malwasoftworks.example",
  },
  /**
   * `/.well-known/security.txt`: how long its statement holds from the day it is read (its
   * Expires is worked out when asked, so an old build never serves a lapsed file), and the
   * languages a report may be written in.
   */
  securityTxt: { validityDays: 90, preferredLanguages: ["en", "hi"] },
  phone: { display: "+91 731 400 2750", href: "tel:+917314002750" },
  address: {
    street: "4th Floor, Brilliant Sapphire, Scheme No. 78, Vijay Nagar",
    locality: "Indore",
    region: "Madhya Pradesh",
    postalCode: "452010",
    country: "India",
    countryCode: "IN",
  },
  geo: { latitude: 22.7533, longitude: 75.8937 },
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=75.8837%2C22.7483%2C75.9037%2C22.7583&layer=mapnik&marker=22.7533%2C75.8937",
  mapLinkUrl: "https://www.openstreetmap.org/?mlat=22.7533&mlon=75.8937#map=16/22.7533/75.8937",
  hours: [
    { days: "Monday – Friday", time: "9:00 AM – 6:00 PM" },
    { days: "Saturday", time: "10:00 AM – 4:00 PM" },
    { days: "Sunday", time: "Closed" },
  ],
  openingHoursSpec: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    },
    { days: ["Saturday"], opens: "10:00", closes: "16:00" },
  ],
  social: {
    instagram: "https://www.instagram.com/malwasoftworks",
    linkedin: "https://www.linkedin.com/company/malwa-softworks",
  },
  actionPrefix,
  copyright: "2023-2024",
  timeZone: "Asia/Kolkata",
} as const;

export type Brand = typeof brand;
