/** The contact page's map texts; the rest of the page's text is in pages/contact.yaml. */
export const mapText = {
  eyebrow: "Visit us",
  title: "Find Our Office",
  intro:
    "We are in Vijay Nagar, Indore's business district, a short drive from the airport and the railway station.",
  mapTitle: "Map showing the Malwa Softworks office in Vijay Nagar, Indore",
  previewLabel: "Map preview",
  loadLabel: "Load map",
  loadNote: "The interactive map comes from OpenStreetMap and loads only when you ask for it.",
  openLabel: "Open in Maps",
} as const;
