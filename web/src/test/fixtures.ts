// Builders of server answers for tests: a complete object of the generated type with the fields a test cares about.
import type { UserView } from '../lib/api-types';

export function userView(fields: Partial<UserView> & Pick<UserView, 'id' | 'username'>): UserView {
  return { roles: [], permissions: [], createdAt: 0, updatedAt: 0, ...fields };
}
