/**
 * The sample the page offers before a file is chosen: a flat lakeside illustration drawn for Irodori, with the ways
 * real artwork paints (presentation attributes, a style block with classes, style attributes, gradient stops) and
 * shades within each colour family, so that grouping and the kept shading both show.
 */
export const SAMPLE_ARTWORK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f6c99f"/>
      <stop offset="0.55" stop-color="#f9ddc0"/>
      <stop offset="1" stop-color="#fcefe2"/>
    </linearGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5b8fa8"/>
      <stop offset="1" stop-color="#2f5d73"/>
    </linearGradient>
    <style>
      .far { fill: #9aa9c4; }
      .mid { fill: #6f7fa3; }
      .near { fill: #3f4b6e; }
      .leaf { fill: #2f6b4f; }
      .leaf-light { fill: #4a8a66; }
      .trunk { fill: #5a3b2e; }
    </style>
  </defs>
  <rect width="480" height="320" fill="url(#sky)"/>
  <circle cx="360" cy="92" r="38" fill="#f08a5d"/>
  <circle cx="360" cy="92" r="52" fill="#f08a5d" fill-opacity="0.18"/>
  <path class="far" d="M0 190 L70 120 L130 170 L200 96 L280 178 L340 132 L420 186 L480 150 L480 220 L0 220 Z"/>
  <path class="mid" d="M0 206 L90 150 L170 204 L250 142 L330 206 L400 168 L480 204 L480 226 L0 226 Z"/>
  <path class="near" d="M0 222 L120 184 L220 224 L320 190 L480 226 L480 236 L0 236 Z"/>
  <rect y="230" width="480" height="90" fill="url(#lake)"/>
  <g stroke="#fcefe2" stroke-width="3" stroke-linecap="round" opacity="0.7">
    <line x1="300" y1="252" x2="420" y2="252"/>
    <line x1="330" y1="266" x2="400" y2="266"/>
    <line x1="60" y1="284" x2="150" y2="284"/>
  </g>
  <rect x="52" y="196" width="8" height="42" class="trunk"/>
  <path class="leaf" d="M56 118 L88 204 L24 204 Z"/>
  <path class="leaf-light" d="M56 140 L80 200 L32 200 Z"/>
  <rect x="106" y="206" width="6" height="30" class="trunk"/>
  <path class="leaf" d="M109 150 L134 214 L84 214 Z"/>
  <path d="M150 236 Q190 214 236 236 Z" style="fill:#c9a27e;stroke:#8c6a4f;stroke-width:2"/>
  <path d="M210 70 q8 -8 16 0 q8 -8 16 0" fill="none" stroke="#3f4b6e" stroke-width="2.5" stroke-linecap="round"/>
  <path d="M250 52 q6 -6 12 0 q6 -6 12 0" fill="none" stroke="#3f4b6e" stroke-width="2" stroke-linecap="round"/>
</svg>
`;
