/**
 * A drawn stand-in for the map: streets, blocks and a pin in the brand's colours. It costs no
 * request, so nothing reaches a map provider until the visitor asks for the real map.
 */
export function StaticMapArt() {
  return (
    <svg
      viewBox="0 0 800 450"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 size-full"
    >
      <rect width="800" height="450" fill="#eef4ff" />
      <g fill="#ffffff">
        <rect x="24" y="24" width="150" height="96" rx="10" />
        <rect x="206" y="24" width="170" height="96" rx="10" />
        <rect x="24" y="152" width="150" height="120" rx="10" />
        <rect x="24" y="304" width="150" height="122" rx="10" />
        <rect x="206" y="304" width="170" height="122" rx="10" />
        <rect x="440" y="24" width="150" height="110" rx="10" />
        <rect x="622" y="24" width="154" height="110" rx="10" />
        <rect x="622" y="166" width="154" height="120" rx="10" />
        <rect x="440" y="318" width="150" height="108" rx="10" />
        <rect x="622" y="318" width="154" height="108" rx="10" />
      </g>
      <rect x="206" y="152" width="170" height="120" rx="10" fill="#d9f2e3" />
      <circle cx="252" cy="196" r="14" fill="#b7e4c7" />
      <circle cx="300" cy="226" r="18" fill="#b7e4c7" />
      <circle cx="340" cy="186" r="11" fill="#b7e4c7" />
      <rect x="440" y="166" width="150" height="120" rx="10" fill="#dae6ff" />
      <g stroke="#bcd2ff" strokeWidth="3" fill="none">
        <path d="M0 136h800M0 288h800M190 0v450M408 0v450M606 0v450" />
      </g>
      <path
        d="M-20 420 C 180 360, 300 330, 420 250 S 640 90, 820 40"
        stroke="#fcd38a"
        strokeWidth="18"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M-20 420 C 180 360, 300 330, 420 250 S 640 90, 820 40"
        stroke="#f9b949"
        strokeWidth="2"
        strokeDasharray="10 12"
        fill="none"
      />
      {/* The pin stands on the street beside the office block, inside every crop of the card and
          high enough that the card over the map's foot never covers it. */}
      <g transform="translate(-107 -50)" data-map-pin>
        <ellipse cx="515" cy="236" rx="26" ry="8" fill="#1c2f71" opacity="0.18" />
        <path
          d="M515 232c-4-14-32-38-32-62a32 32 0 0 1 64 0c0 24-28 48-32 62Z"
          fill="#1f45e0"
          stroke="#ffffff"
          strokeWidth="4"
        />
        <circle cx="515" cy="170" r="11" fill="#ffffff" />
      </g>
    </svg>
  );
}
