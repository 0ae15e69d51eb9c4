/**
 * The facts in the shape a few older modules still read (the enquiry-page texts, the blog's
 * texts and the map loader); everything else reads `#site-facts` directly. Derived, never typed
 * out: the facts themselves live in app/content/site.yaml.
 */
import { companyName, siteFacts } from "#site-facts";

export const brandName = companyName;

const { address, map } = siteFacts;

export const brand = {
  name: companyName,
  address: {
    street: address.street,
    locality: address.city,
    region: address.region,
    postalCode: address.postalCode,
  },
  mapEmbedUrl: map.embedUrl,
  mapLinkUrl: map.linkUrl,
} as const;
