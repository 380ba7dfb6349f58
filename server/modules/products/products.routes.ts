import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { PRODUCT_TYPES } from '../../../contract/enums.js';
import { listQuery } from '../../../contract/schemas/common.js';
import {
  productDelete,
  productInput,
  productRecord,
  productSearch,
  productSearchResult,
} from '../../../contract/schemas/products.js';
import { registerResource } from '../../platform/resourceRoutes.js';
import { searchProducts } from './products.repository.js';
import { productService } from './products.service.js';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path: '/products',
    resource: 'products',
    tag: 'products',
    listQuery: listQuery.extend({ type: z.enum(PRODUCT_TYPES).optional() }).strict(),
    input: productInput,
    record: productRecord,
    service: productService,
  });
  app.post(
    '/jput/product/searchProduct',
    {
      config: { access: { resource: 'products', action: 'list' } },
      schema: {
        tags: ['products'],
        summary: 'Active products by name and type; answers data.list',
        body: productSearch.default({ name: '', type: 'ALL' }),
        response: { 200: envelopeSchema(productSearchResult) },
      },
    },
    async (request) => okEnvelope({ list: await searchProducts(app.db, request.body.name, request.body.type) }),
  );
  app.post(
    '/jput/product/addProduct',
    {
      config: { access: { resource: 'products', action: 'create' } },
      schema: {
        tags: ['products'],
        summary: 'Add a product (name, type)',
        body: productInput,
        response: { 200: envelopeSchema(productRecord) },
      },
    },
    async (request) => okEnvelope(await productService.create(request, request.body)),
  );
  app.post(
    '/jput/product/delProduct',
    {
      config: { access: { resource: 'products', action: 'delete' } },
      schema: {
        tags: ['products'],
        summary: 'Deactivate a product (pId)',
        body: productDelete,
        response: { 200: envelopeSchema(productRecord) },
      },
    },
    async (request) => okEnvelope(await productService.deactivate(request, request.body.pId)),
  );
};
