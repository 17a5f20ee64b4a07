import { CombinationCardItems } from '../../ui/combinations/CombinationCard';
import { CombinationGrid } from './combinationGrid';

/** The cards of Explore's combinations section (a chunk of its own: it waits for Wada's dictionary). */
export default function CombinationCards({ numbers }: { numbers: readonly number[] }) {
  return (
    <CombinationGrid>
      <CombinationCardItems numbers={numbers} />
    </CombinationGrid>
  );
}
