/** The bench's measurements, in print order. A later issue adds one file and one line here. */
import type { Measurement } from '@/tests/bench/types';
import { loginJs } from './login-js';
import { routeChunks } from './route-chunks';
import { myNumbers } from './my-numbers';
import { ordering } from './ordering';
import { billingLists } from './billing-lists';
import { reports } from './reports';
import { porting } from './porting';
import { lighthouseRoutes } from './lighthouse';

export const MEASUREMENTS: Measurement[] = [
  loginJs,
  routeChunks,
  myNumbers,
  billingLists,
  reports,
  porting,
  ordering,
  lighthouseRoutes,
];
