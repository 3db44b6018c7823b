import { ContentPage } from './ContentPageScreen';
import { CONTENT_KEYS } from '../../components/content/content-keys';

/** /about, loaded on demand. */
export default function AboutScreen() {
  return <ContentPage contentKey={CONTENT_KEYS.about} />;
}
