/** The not-found page's script, inlined in it: it logs the path the visitor tried. */
console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
