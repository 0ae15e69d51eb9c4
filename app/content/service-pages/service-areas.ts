/** Regions named in each service page's Service structured data (`areaServed`). */
export const serviceAreas = ["India", "North America", "Europe", "Asia"] as const;
