// Standalone entry (QA, `npm run start:standalone`): the async boundary lets the federation
// runtime settle the shared singletons first.
import('./bootstrap');
