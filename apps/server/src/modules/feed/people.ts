import type { feed } from '@portal/contract';
import type { PictureRefs } from '../pictures/index.js';
import { publicMemberId } from '../../lib/member-ids.js';

/** How the feed shows a member: public id, name and a signed picture reference. */
export const feedPerson = (
  pictures: PictureRefs,
  m: { id: number; registeredAt: string | null; firstname: string; surname: string; picId: string | null },
): feed.TFeedPerson => ({
  memberId: publicMemberId(m),
  name: `${m.firstname} ${m.surname}`,
  picId: pictures.ref(m.picId),
});
