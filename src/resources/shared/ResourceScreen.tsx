import { Suspense } from 'react';
import { PageLoading } from './PageLoading';
import { Route, Routes } from 'react-router-dom';
import type { LazyScreen } from './lazyScreen';

export interface ResourceViews {
  list: LazyScreen;
  create?: LazyScreen;
  edit?: LazyScreen;
}

/** A resource's screens below its menu path: the list at the path, `create` and `:id` under it. */
export function ResourceScreen({ list: List, create: Create, edit: Edit }: ResourceViews) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<List />} />
        {Create && <Route path="create" element={<Create />} />}
        {Edit && <Route path=":id" element={<Edit />} />}
      </Routes>
    </Suspense>
  );
}
