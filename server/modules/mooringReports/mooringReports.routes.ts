import type { FastifyPluginAsync } from 'fastify';
import {
  mooringReportInput,
  mooringReportListQuery,
  mooringReportRecord,
} from '../../../contract/schemas/mooringReports.js';
import { registerResource } from '../../platform/resourceRoutes.js';
import { mooringReportService } from './mooringReports.service.js';

export const mooringReportRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/mooringReports',
    resource: 'mooringReports',
    tag: 'mooringReports',
    listQuery: mooringReportListQuery,
    input: mooringReportInput,
    record: mooringReportRecord,
    service: mooringReportService,
  });
};
