import { Blend, ChartColumn, Clock, Compass, Contrast, Flower2, Grid3x3, Image, PaintRoller, Palette, Shapes, SwatchBook, Wand2, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths';

export type NavItem = { to: string; labelKey: string; icon: LucideIcon; end?: boolean };

/** The app's main destinations, in sidebar order (SPEC §2 Layout). */
export const MAIN_NAV: readonly NavItem[] = [
  { to: paths.home(), labelKey: 'nav.explore', icon: Compass, end: true },
  { to: paths.japaneseColors(), labelKey: 'nav.japaneseColors', icon: Flower2 },
  { to: paths.combinations(), labelKey: 'nav.combinations', icon: SwatchBook },
  { to: paths.palettes(), labelKey: 'nav.palettes', icon: Palette },
  { to: paths.history(), labelKey: 'nav.history', icon: Clock },
];

/** The tools, under the Tools heading. */
export const TOOLS_NAV: readonly NavItem[] = [
  { to: '/tools/generator', labelKey: 'nav.generator', icon: Wand2 },
  { to: paths.imageTool(), labelKey: 'nav.image', icon: Image },
  { to: paths.theme(), labelKey: 'nav.theme', icon: PaintRoller },
  { to: paths.system(), labelKey: 'nav.system', icon: Grid3x3 },
  { to: paths.charts(), labelKey: 'nav.charts', icon: ChartColumn },
  { to: paths.gradient(), labelKey: 'nav.gradient', icon: Blend },
  { to: paths.recolor(), labelKey: 'nav.recolor', icon: Shapes },
  { to: '/tools/contrast-checker', labelKey: 'nav.contrastChecker', icon: Contrast },
];

/** Secondary pages, linked from the sidebar foot, the mobile menu and the marketing footer. */
export const INFO_NAV = [
  { to: paths.about(), labelKey: 'nav.about' },
  { to: paths.license(), labelKey: 'nav.license' },
  { to: paths.privacy(), labelKey: 'nav.privacy' },
] as const;
