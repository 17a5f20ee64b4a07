import styled from 'styled-components';
import { role } from '../mockKit';

/**
 * What the two web-page mocks (the landing page, the magazine's article) share: the widths their layouts change at,
 * measured on the mock's frame (narrow: a phone; folded: the navigation folds away; medium: a tablet), the page on
 * the surface and its centred column.
 */
export const narrow = '@container mock (max-width: 640px)';
export const folded = '@container mock (max-width: 720px)';
export const medium = '@container mock (max-width: 860px)';

export const Page = styled.div`background: ${role('surface')}; color: ${role('onSurface')};`;
export const Wrap = styled.div`max-width: 1120px; margin: 0 auto; padding: 0 clamp(20px, 5cqi, 48px);`;
