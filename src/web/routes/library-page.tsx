import { CardLibrary } from '../features/library/card-library.tsx';

export default function LibraryPage() {
  return <CardLibrary />;
}
