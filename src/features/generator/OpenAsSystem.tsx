import { Grid3x3 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ColorSystem } from '../../core/system/systemRules';
import { Button } from '../../ui/Button';
import { useLocalize } from '../../ui/i18n';
import { wrapRow } from '../../ui/styles';
import { tokens } from '../../ui/theme';

type SystemModel = typeof import('../../core/system/systemModel');

/**
 * A line under a generator's result that opens its colours in the colour system editor: what the editor adds, and
 * the button. `build` makes the system from the model's functions, whose code loads on the click.
 */
export function OpenAsSystem({ hint, label, build }: { hint: string; label: string; build: (model: SystemModel) => ColorSystem }) {
  const navigate = useNavigate();
  const localize = useLocalize();
  const open = async () => {
    const [model, { systemPath }] = await Promise.all([import('../../core/system/systemModel'), import('../../ui/systemAddress')]);
    navigate(localize(systemPath(build(model))));
  };
  return (
    <Line>
      <span>{hint}</span>
      <Button type="button" $variant="secondary" onClick={() => void open()}>
        <Grid3x3 aria-hidden />
        {label}
      </Button>
    </Line>
  );
}

const Line = styled.p`
  ${wrapRow}
  gap: ${tokens.space[3]}px;
  margin: ${tokens.space[4]}px 0 0;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[1]}px;
  > span { flex: 1 1 320px; }
`;
