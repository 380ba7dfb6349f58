import { Suspense } from 'react';
import { lazyScreen } from '../shared/lazyScreen';
import { Loading } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { NominationList } from './NominationList';
import { NominationCreate, NominationEdit } from './NominationForm';
import { NominationShow } from './NominationShow';

const BerthBoard = lazyScreen(() => import('../berthBoard/BerthBoard').then((m) => m.BerthBoard));

/** /barging/index: the list, a new nomination, the berth board, one nomination and its edit form. */
export function BargingScreen() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route index element={<NominationList />} />
        <Route path="create" element={<NominationCreate />} />
        <Route path="board" element={<BerthBoard />} />
        <Route path=":id" element={<NominationShow />} />
        <Route path=":id/edit" element={<NominationEdit />} />
      </Routes>
    </Suspense>
  );
}
