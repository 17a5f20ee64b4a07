/**
 * The cards of what My Palettes keeps beside the palettes (saved themes, saved gradients): a section of a grid of
 * raised cards, each a picture that opens its tool above a foot with an icon, the name and Delete.
 */
import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { showToast } from '../../stores/toasts';
import { IconButton } from '../../ui/IconButton';
import { bareList, cardSurface, ellipsis, hoverLift } from '../../ui/styles';
import { tokens } from '../../ui/theme';

type SavedCardFootProps = {
  icon: ReactNode;
  name: string;
  /** The Delete button's name, the toast's words after a delete, and its Undo's label. */
  texts: { delete: string; deleted: string; undo: string };
  remove: () => void;
  restore: () => void;
};

/** A saved card's foot: what kind of thing it is, its name, and Delete, which says so in a toast with an Undo. */
export function SavedCardFoot({ icon, name, texts, remove, restore }: SavedCardFootProps) {
  return (
    <SavedFoot>
      {icon}
      <SavedName title={name}>{name}</SavedName>
      <IconButton
        type="button"
        $size={36}
        aria-label={texts.delete}
        title={texts.delete}
        onClick={() => {
          remove();
          showToast(texts.deleted, name, { label: texts.undo, run: restore });
        }}
      >
        <Trash2 aria-hidden />
      </IconButton>
    </SavedFoot>
  );
}

export const SavedSection = styled.section`
  margin-top: ${tokens.space[5]}px;
`;

export const SavedGrid = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${tokens.space[4]}px;
`;

export const SavedCard = styled.div`
  ${cardSurface}
  overflow: hidden;
  ${hoverLift}
`;

const SavedFoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  padding: ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[3]}px;
  border-top: 1px solid ${tokens.colors.border};
  svg { width: 16px; height: 16px; flex: none; color: ${tokens.colors.textMuted}; }
`;

const SavedName = styled.span`
  ${ellipsis}
  flex: 1;
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes[1]}px;
`;
