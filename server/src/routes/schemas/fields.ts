// Moved to src/domain/fields.ts (services import it too; services never import routes). Kept
// for routes written before the move: import from '../../domain/fields' instead.
export * from '../../domain/fields';
