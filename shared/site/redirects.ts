/** Old or alternative spellings of public paths, answered with 301 by the server. */
export const permanentRedirects: Readonly<Record<string, string>> = {
  "/service/uiux-Development": "/service/uiux-development",
};
