import { describe, expect, it } from 'vitest';
import { parseImport } from '../../../src/core/import/importColors.ts';

/** A colors.xml as Android Studio's new-project template writes it, with a comment, references and a half-transparent colour. */
const ANDROID_STUDIO = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <color name="purple_200">#FFBB86FC</color>
    <color name="purple_500">#FF6200EE</color>
    <!-- <color name="commented_out">#FF000000</color> -->
    <color name="teal_200">#03DAC5</color>
    <color name="black">#000</color>
    <color name="scrim">#80000000</color>
    <color name="brand_primary">@color/purple_500</color>
    <color name="white">#FFFFFFFF</color>
    <color name="q&amp;a">#F0A</color>
    <color name="button">@color/brand_primary</color>
    <color name="system">@android:color/black</color>
    <color name="loop_a">@color/loop_b</color>
    <color name="loop_b">@color/loop_a</color>
</resources>
`;

describe('Android colour resources', () => {
  it('reads #AARRGGBB and #ARGB with alpha first, names as written, references in the file followed, comments aside', () => {
    const result = parseImport(ANDROID_STUDIO);
    expect(result.format).toBe('android');
    expect(result.colors.map((c) => [c.name, c.code, c.line, c.alphaDropped])).toEqual([
      ['purple_200', '#bb86fc', 3, false],
      ['purple_500', '#6200ee', 4, false],
      ['teal_200', '#03dac5', 6, false],
      ['black', '#000000', 7, false],
      ['scrim', '#000000', 8, true],
      ['brand_primary', '#6200ee', 9, false],
      ['white', '#ffffff', 10, false],
      ['q&a', '#ff00aa', 11, false],
      ['button', '#6200ee', 12, false],
    ]);
    expect(result.colors[0].source).toBe('#FFBB86FC');
    expect(result.colors[8].source).toBe('@color/brand_primary');
    // Another file's colour and a cycle cannot be resolved: listed as written.
    expect(result.unreadable).toEqual([
      { line: 13, text: '<color name="system">@android:color/black</color>' },
      { line: 14, text: '<color name="loop_a">@color/loop_b</color>' },
      { line: 15, text: '<color name="loop_b">@color/loop_a</color>' },
    ]);
  });

  it('a colours file without an XML declaration is read too; other XML is not taken for it', () => {
    expect(parseImport('<resources><color name="a">#123456</color></resources>').colors.map((c) => c.code)).toEqual(['#123456']);
    expect(parseImport('<svg><rect fill="#123456"/></svg>').format).not.toBe('android');
  });
});
