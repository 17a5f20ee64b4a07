import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColorSystem, SystemSolution } from '../../core/system/systemRules';
import { systemScales } from '../../core/system/systemScales';
import { ScaleExportDialog } from '../../ui/export/ScaleExportDialog';

type SystemExportDialogProps = {
  open: boolean;
  onClose: () => void;
  system: ColorSystem;
  solution: SystemSolution;
  /** Whether each step goes out with its alpha step. */
  alpha: boolean;
};

/** The system's export: every hue in light and dark as the scale exports take them, worked out while the dialog is open. */
export function SystemExportDialog({ open, onClose, system, solution, alpha }: SystemExportDialogProps) {
  const { t } = useTranslation('system');
  const scales = useMemo(
    () => (open ? systemScales(system, solution, { alpha, name: (row) => row.name || row.id, darkName: (name) => t('export.darkName', { name }) }) : []),
    [open, system, solution, alpha, t],
  );
  return <ScaleExportDialog open={open} onClose={onClose} scales={scales} />;
}
