export const notFoundCopy = {
  title: "Page not found | Malwa Softworks",
  description: "The page you were looking for does not exist or has moved.",
  heading: "Oops! Page not found",
  body: "The page you are looking for may have moved, or the address may be mistyped.",
  homeLink: "Return to Home",
} as const;
