import { memo } from 'react';
import { Redo2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from './IconButton';
import { tokens } from './theme';

type HistoryButtonsProps = { canUndo: boolean; canRedo: boolean; onUndo: () => void; onRedo: () => void };

/** Undo and redo of a tool whose model lives in the address (the gradient, mesh and colour system pages; Ctrl/⌘+Z does the same). */
export const HistoryButtons = memo(function HistoryButtons({ canUndo, canRedo, onUndo, onRedo }: HistoryButtonsProps) {
  const { t } = useTranslation();
  return (
    <History role="group" aria-label={t('history.label')}>
      <IconButton type="button" $variant="outlined" aria-label={t('history.undo')} title={t('history.undoHint')} disabled={!canUndo} onClick={onUndo}>
        <Undo2 aria-hidden />
      </IconButton>
      <IconButton type="button" $variant="outlined" aria-label={t('history.redo')} title={t('history.redoHint')} disabled={!canRedo} onClick={onRedo}>
        <Redo2 aria-hidden />
      </IconButton>
    </History>
  );
});

const History = styled.div`
  display: flex;
  gap: ${tokens.space[2]}px;
  flex: none;
`;
