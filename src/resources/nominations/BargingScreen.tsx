import { Suspense, useEffect } from 'react';
import { lazyScreen } from '../shared/lazyScreen';
import { PageLoading } from '../shared/PageLoading';
import { Route, Routes } from 'react-router-dom';
import { NominationList } from './NominationList';
import { DuePanel } from '../portCall/DuePanel';

// The list comes with the screen; a record, its form and the board load when opened (the list
// opens without the forms and pickers).
const NominationCreate = lazyScreen(() => import('./NominationForm').then((m) => m.NominationCreate));
const NominationEdit = lazyScreen(() => import('./NominationForm').then((m) => m.NominationEdit));
const NominationShow = lazyScreen(() => import('./NominationShow').then((m) => m.NominationShow));
const BerthBoard = lazyScreen(() => import('../berthBoard/BerthBoard').then((m) => m.BerthBoard));

/** /barging/index: the list, a new nomination, the berth board, one nomination and its edit form. */
export function BargingScreen() {
  // Once the list is up, the record and form pages load in the background: opening one then
  // renders at once (see lazyScreen).
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const page of [NominationShow, NominationCreate, NominationEdit]) page.preload().catch(() => undefined);
    }, 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route
          index
          element={
            <>
              <DuePanel />
              <NominationList />
            </>
          }
        />
        <Route path="create" element={<NominationCreate />} />
        <Route path="board" element={<BerthBoard />} />
        <Route path=":id" element={<NominationShow />} />
        <Route path=":id/edit" element={<NominationEdit />} />
      </Routes>
    </Suspense>
  );
}
