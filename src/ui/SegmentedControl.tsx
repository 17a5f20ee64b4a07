import { useId } from 'react';
import styled from 'styled-components';
import { tokens } from './theme';
import { coveringInput } from './styles';

/** One choice of a segmented control: a stable id and its visible label. */
export type SegmentedOption<Id extends string> = { id: Id; label: string };

type SegmentedControlProps<Id extends string> = {
  /** The visible name of the group. */
  label: string;
  /** The radio inputs' name, unique on the page. */
  name: string;
  options: readonly SegmentedOption<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  className?: string;
};

/**
 * A segmented control: one choice of a few, as a radio group (native radios, so arrow keys move the choice and
 * the group is one tab stop), drawn as a row of pills with the chosen one raised. Its name stands outside the pills'
 * track, as plain text, so that it never reads as one more choice.
 */
export function SegmentedControl<Id extends string>({ label, name, options, value, onChange, className }: SegmentedControlProps<Id>) {
  const labelId = useId();
  return (
    <Group role="radiogroup" aria-labelledby={labelId} className={className}>
      <GroupName id={labelId}>{label}</GroupName>
      <Track>
        {options.map((option) => (
          <label key={option.id}>
            <input type="radio" name={name} value={option.id} checked={value === option.id} onChange={() => onChange(option.id)} />
            <span>{option.label}</span>
          </label>
        ))}
      </Track>
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[1]}px ${tokens.space[2]}px;
`;

/** The group's name: a label's type, not a pill's. */
const GroupName = styled.span`
  font-size: ${tokens.fontSizes[1]}px;
  color: ${tokens.colors.textMuted};
`;

/** The pills' track. */
const Track = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[1]}px;
  padding: ${tokens.space[1]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium + 2}px;
  background: ${tokens.colors.surface};
  label {
    position: relative;
    display: inline-flex;
  }
  input { ${coveringInput} }
  label span {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${tokens.space[3] + 2}px;
    border-radius: ${tokens.radius.medium}px;
    font-size: ${tokens.fontSizes[1]}px;
    font-weight: ${tokens.fontWeights.bold};
    color: ${tokens.colors.textMuted};
    white-space: nowrap;
  }
  input:checked + span {
    background: ${tokens.colors.surfaceRaised};
    color: ${tokens.colors.text};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12), inset 0 0 0 1px ${tokens.colors.border};
  }
  input:focus-visible + span {
    outline: 2px solid ${tokens.colors.focus};
    outline-offset: 1px;
  }
`;
