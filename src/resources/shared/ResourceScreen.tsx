import { Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import { Route, Routes } from 'react-router-dom';

export interface ResourceViews {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}

/** A resource's screens below its menu path: the list at the path, `create` and `:id` under it. */
export function ResourceScreen({ list: List, create: Create, edit: Edit }: ResourceViews) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route index element={<List />} />
        {Create && <Route path="create" element={<Create />} />}
        {Edit && <Route path=":id" element={<Edit />} />}
      </Routes>
    </Suspense>
  );
}
