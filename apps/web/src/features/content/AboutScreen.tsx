import { ContentPage } from './ContentPageScreen';
import { CONTENT_KEYS } from '../../components/content/content-keys';

/** /about, loaded on demand (spec section 2). */
export default function AboutScreen() {
  return <ContentPage contentKey={CONTENT_KEYS.about} />;
}
