/**
 * Apple exports of a theme. `swiftui`: one Swift file extending SwiftUI's `Color` with a namespace of the theme's
 * roles, each adapting to the light and dark appearance (a dynamic UIColor / NSColor, so no asset catalog is needed),
 * and the tonal palettes. `swiftui-assets`: an asset catalog, `<Name>.xcassets`, with a colour set per role (an
 * appearance-less colour and a `luminosity: dark` one) and per palette tone. Colour set names carry the theme's name
 * (`oceanPrimary`): Xcode 15 turns each asset into a `Color` symbol, and a bare `primary`, `secondary` or `background`
 * would clash with SwiftUI's own and stop the build. The namespace in the Swift file avoids the same clash.
 * Asset catalog format: https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/
 */
import type { ThemeColors } from '../roles.ts';
import { camel, channels, codeName, hexDigits, madeWith, pascal, themeNames, toneKey, typeName, type ThemeFile } from './names.ts';

/** Returns the namespace of a theme's colours in Swift ('Ocean' → 'OceanTheme'). */
export const swiftNamespace = (theme: ThemeColors): string => `${typeName(theme.name, 'App').replace(/Theme$/, '')}Theme`;

/** Returns Color+<Name>.swift. */
function colorSwift(theme: ThemeColors): string {
  const names = themeNames(theme);
  const hex = (code: string) => `0x${hexDigits(code)}`;
  const roles = theme.roles.map(
    (role) => `        static let ${codeName(names.role(role))} = Color(light: ${hex(theme.light[role])}, dark: ${hex(theme.dark[role])})`,
  );
  const palettes = theme.palettes.flatMap((p) =>
    p.tones.map(({ tone, hex: code }) => `            static let ${camel(names.palette(p.name))}${toneKey(tone, '_')} = Color(hex: ${hex(code)})`),
  );
  const namespace = swiftNamespace(theme);
  return [
    'import SwiftUI',
    '',
    `// ${madeWith(theme)}. Color.${namespace}.primary follows the light and dark appearance.`,
    'extension Color {',
    `    enum ${namespace} {`,
    ...roles,
    ...(palettes.length > 0 ? ['', '        /// The tonal palettes (the same in both appearances).', '        enum Palette {', ...palettes, '        }'] : []),
    '    }',
    '}',
    '',
    'private extension Color {',
    '    /// A colour of 0xRRGGBB in sRGB.',
    '    init(hex: UInt32) {',
    '        self.init(.sRGB, red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255, blue: Double(hex & 0xff) / 255, opacity: 1)',
    '    }',
    '',
    '    /// A colour that is `light` in the light appearance and `dark` in the dark one.',
    '    init(light: UInt32, dark: UInt32) {',
    '        #if canImport(UIKit) && !os(watchOS)',
    '        self.init(uiColor: UIColor { $0.userInterfaceStyle == .dark ? UIColor(Color(hex: dark)) : UIColor(Color(hex: light)) })',
    '        #elseif canImport(AppKit)',
    '        self.init(nsColor: NSColor(name: nil) { $0.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? NSColor(Color(hex: dark)) : NSColor(Color(hex: light)) })',
    '        #else',
    '        self.init(hex: light)',
    '        #endif',
    '    }',
    '}',
    '',
  ].join('\n');
}

/** Returns the Swift file. */
export function swiftColors(theme: ThemeColors): ThemeFile[] {
  return [{ path: `Color+${swiftNamespace(theme)}.swift`, content: colorSwift(theme), mime: 'text/x-swift' }];
}

const INFO = { author: 'xcode', version: 1 } as const;

/** Returns an asset catalog colour (sRGB, components as Xcode writes them in hex). */
function catalogColor(code: string) {
  const [red, green, blue] = channels(code).map((c) => `0x${c.toString(16).toUpperCase().padStart(2, '0')}`);
  return { 'color-space': 'srgb', components: { alpha: '1.000', blue, green, red } };
}

/** Returns a colour set's contents: the colour, and the dark appearance's when given. */
function colorSet(light: string, dark?: string) {
  const colors = [
    { color: catalogColor(light), idiom: 'universal' },
    ...(dark === undefined ? [] : [{ appearances: [{ appearance: 'luminosity', value: 'dark' }], color: catalogColor(dark), idiom: 'universal' }]),
  ];
  return { colors, info: INFO };
}

/** Returns the asset catalog: its Contents.json, a colour set per role (light and dark) and per palette tone. */
export function swiftAssets(theme: ThemeColors): ThemeFile[] {
  const names = themeNames(theme);
  const catalog = `${typeName(theme.name, 'Theme')}.xcassets`;
  const prefix = camel([typeName(theme.name, 'Theme')]);
  const json = (path: string, value: unknown): ThemeFile => ({ path, content: `${JSON.stringify(value, null, 2)}\n`, mime: 'application/json' });
  const palettes = theme.palettes.flatMap((p) =>
    p.tones.map(({ tone, hex }) => json(`${catalog}/Palettes/${prefix}Palette${pascal(names.palette(p.name))}${toneKey(tone, '_')}.colorset/Contents.json`, colorSet(hex))),
  );
  return [
    json(`${catalog}/Contents.json`, { info: INFO }),
    ...theme.roles.map((role) => json(`${catalog}/${prefix}${pascal(names.role(role))}.colorset/Contents.json`, colorSet(theme.light[role], theme.dark[role]))),
    // A plain folder (no namespace): it only groups the palettes in Xcode's list.
    ...(palettes.length > 0 ? [json(`${catalog}/Palettes/Contents.json`, { info: INFO }), ...palettes] : []),
  ];
}
