import { commentName, typeName, uniqueCodeNames } from '../../core/theme/export/names';
import { argbLiteral, swiftRgb } from '../../core/code/colorAs';
import { commentText, uniqueKebabNames } from './identifiers';
import type { ExportInput } from './types';

/**
 * A palette as app code (issue 32): Android's `colors.xml` (read back by src/core/import/parseAndroidColors.ts), a
 * SwiftUI `Color` extension and Flutter constants. Names are the colours' own, in each language's case, unique,
 * never a keyword: the theme exporters' rules (src/core/theme/export/names.ts), so a palette and a theme name alike.
 */

/** Returns the palette's colour names as unique identifiers for Swift and Dart, avoiding `taken`. */
const uniqueNames = (input: ExportInput, taken: readonly string[]) => uniqueCodeNames(input.colors.map((c) => c.name), taken);

/** The line each file starts with: the palette's name and where it was made. */
const madeWith = (input: ExportInput) => `${commentName(input.name || 'Palette')}: a palette made with Irodori`;

/** Android `res/values/colors.xml`: a `<color>` resource a colour, `#RRGGBB`, named in snake case (`mountain_meadow`). */
export function toAndroidColors(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name)).map((kebab) => kebab.replace(/-/g, '_'));
  const lines = input.colors.map((c, i) => `    <color name="${names[i]}">#${c.code.slice(1).toUpperCase()}</color>`);
  return ['<?xml version="1.0" encoding="utf-8"?>', `<!-- ${madeWith(input).replace(/-{2,}/g, '-')} -->`, '<resources>', ...lines, '</resources>', ''].join('\n');
}

/** A SwiftUI `Color` extension: the colours in a namespace (`Color.AutumnPalette.red`), in sRGB from their bytes. */
export function toSwiftUI(input: ExportInput): string {
  const names = uniqueNames(input, ['all']);
  const namespace = `${typeName(input.name, 'Irodori').replace(/Palette$/, '')}Palette`;
  const lines = input.colors.flatMap((c, i) => {
    return [`        /// ${commentText(c.name) || c.code} ${c.code}`, `        static let ${names[i]} = Color(.sRGB, ${swiftRgb(c.code)}, opacity: 1)`];
  });
  return [
    'import SwiftUI',
    '',
    `// ${madeWith(input)}.`,
    'extension Color {',
    `    enum ${namespace} {`,
    ...lines,
    '',
    '        /// Every colour, in order.',
    `        static let all: [Color] = [${names.join(', ')}]`,
    '    }',
    '}',
    '',
  ].join('\n');
}

/** Flutter constants: a class of `Color(0xFFRRGGBB)` constants (`AutumnPalette.red`) and the list of them all. */
export function toFlutter(input: ExportInput): string {
  // Object's members may not be redeclared, even static.
  const names = uniqueNames(input, ['values', 'hashCode', 'runtimeType', 'toString', 'noSuchMethod']);
  const type = `${typeName(input.name, 'Irodori').replace(/Palette$/, '')}Palette`;
  const lines = input.colors.flatMap((c, i) => [`  /// ${commentText(c.name) || c.code} ${c.code}`, `  static const Color ${names[i]} = Color(${argbLiteral(c.code)});`]);
  return [
    "import 'package:flutter/material.dart';",
    '',
    `/// ${madeWith(input)}.`,
    `abstract final class ${type} {`,
    ...lines,
    '',
    '  /// Every colour, in order.',
    `  static const List<Color> values = [${names.join(', ')}];`,
    '}',
    '',
  ].join('\n');
}
