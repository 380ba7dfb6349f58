/** A tank as the tank list answers it, for component tests of the lists. */
export const tankRow = {
  id: 1,
  name: 'Tank T101',
  number: 'T101',
  productId: 1,
  productName: 'MGO',
  capacity: 12000,
  active: true,
};
