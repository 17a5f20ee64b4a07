import type { ComponentType } from 'react';
import { DashboardMock } from './DashboardMock';
import { EditorialMock } from './EditorialMock';
import { LandingMock } from './LandingMock';
import { PhoneMock } from './PhoneMock';

/** The mock interfaces, in the order the try-on offers them; each id is its copy's key (`tryon:mock.<id>`). */
export const MOCKS = [
  { id: 'landing', Mock: LandingMock },
  { id: 'dashboard', Mock: DashboardMock },
  { id: 'phone', Mock: PhoneMock },
  { id: 'editorial', Mock: EditorialMock },
] as const satisfies readonly { id: string; Mock: ComponentType }[];
export type MockId = (typeof MOCKS)[number]['id'];
