/**
 * Outbound links of the licence page (SPEC §7: outbound links only; nothing is fetched from these hosts). A module of
 * its own: what config/app.ts holds is in the app's first script, these only on the licence page.
 */

/** The sources and licences of the data, chart colour sets and icons the app ships. */
export const CREDIT_LINKS = {
  colorNamesSource: 'https://chir.ag/projects/ntc/',
  colorNamesLicense: 'https://creativecommons.org/licenses/by/2.5/',
  japaneseColorsSource: 'https://en.wikipedia.org/wiki/Traditional_colors_of_Japan',
  japaneseColorsLicense: 'https://creativecommons.org/licenses/by-sa/3.0/',
  wadaSource: 'https://sanzo-wada.dmbk.io/',
  wadaLicense: 'https://creativecommons.org/publicdomain/zero/1.0/',
  wadaCorrections: 'https://github.com/mattdesl/dictionary-of-colour-combinations',
  colorBrewer: 'https://colorbrewer2.org',
  colorBrewerLicense: 'https://www.apache.org/licenses/LICENSE-2.0',
  okabeIto: 'https://jfly.uni-koeln.de/color/',
  viridis: 'https://bids.github.io/colormap/',
  viridisLicense: 'https://creativecommons.org/publicdomain/zero/1.0/',
  d3ScaleChromatic: 'https://d3js.org/d3-scale-chromatic',
  /** The design systems the colour system editor starts from, by preset id (src/build/systemPresets/ reads each). */
  systems: {
    'tailwind': 'https://tailwindcss.com/docs/colors',
    'radix': 'https://www.radix-ui.com/colors',
    'material': 'https://m3.material.io/styles/color/system/overview',
    'primer': 'https://primer.style/foundations/color/base-scales',
    'carbon': 'https://carbondesignsystem.com/elements/color/overview/',
    'spectrum': 'https://spectrum.adobe.com/page/color-palette/',
    'fluent': 'https://fluent2.microsoft.design/color',
    'atlassian': 'https://atlassian.design/foundations/color-new',
    'ant-design': 'https://ant.design/docs/spec/colors',
    'open-color': 'https://yeun.github.io/open-color/',
    'open-props': 'https://open-props.style/#colors',
    'pico': 'https://picocss.com/docs/colors',
    'chakra': 'https://chakra-ui.com/docs/theming/colors',
    'mantine': 'https://mantine.dev/theming/colors/',
    'bootstrap': 'https://getbootstrap.com/docs/5.3/customize/color/',
  },
  lucide: 'https://lucide.dev',
  lucideLicense: 'https://lucide.dev/license',
} as const;
