/**
 * The starter templates of "Your template" (exportTemplate.ts): each a valid file for its target whatever the names.
 */
import type { TemplateKind } from './exportTemplate.ts';

/** A starter template: an id (its name is a translation), what it is for, its text and its file's extension. */
export type StarterTemplate = { readonly id: string; readonly kind: TemplateKind; readonly extension: string; readonly text: string };

/** Templates to begin from, each a valid file for its target whatever the names (tests/unit/exportTemplate.test.ts parses them). */
export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    id: 'css',
    kind: 'palette',
    extension: 'css',
    text: `:root {
{{#colors}}
  --{{kebab}}: {{hex}};
{{/colors}}
}

@supports (color: oklch(0% 0 0)) {
  :root {
{{#colors}}
    --{{kebab}}: {{oklch}};
{{/colors}}
  }
}
`,
  },
  {
    id: 'json',
    kind: 'palette',
    extension: 'json',
    text: `{
{{#colors}}
  "{{kebab}}": "{{hex}}"{{^last}},{{/last}}
{{/colors}}
}
`,
  },
  {
    id: 'swift',
    kind: 'palette',
    extension: 'swift',
    text: `import SwiftUI

extension Color {
    enum {{pascal}} {
{{#colors}}
        static let {{camel}} = Color(.sRGB, red: {{red}} / 255, green: {{green}} / 255, blue: {{blue}} / 255, opacity: {{alpha}})
{{/colors}}
    }
}
`,
  },
  {
    id: 'css',
    kind: 'theme',
    extension: 'css',
    text: `:root {
  color-scheme: light dark;
{{#roles}}
  --{{kebab}}: {{light.hex}};
{{/roles}}
}

@media (prefers-color-scheme: dark) {
  :root {
{{#roles}}
    --{{kebab}}: {{dark.hex}};
{{/roles}}
  }
}
`,
  },
  {
    id: 'json',
    kind: 'theme',
    extension: 'json',
    text: `{
  "light": {
{{#roles}}
    "{{camel}}": "{{light.hex}}"{{^last}},{{/last}}
{{/roles}}
  },
  "dark": {
{{#roles}}
    "{{camel}}": "{{dark.hex}}"{{^last}},{{/last}}
{{/roles}}
  },
  "palettes": {
{{#palettes}}
    "{{camel}}": { {{#steps}}"{{step}}": "{{hex}}"{{^last}}, {{/last}}{{/steps}} }{{^last}},{{/last}}
{{/palettes}}
  }
}
`,
  },
];

/** Returns the starters of a kind. */
export const startersOf = (kind: TemplateKind): StarterTemplate[] => STARTER_TEMPLATES.filter((s) => s.kind === kind);
