// The async boundary lets the federation runtime negotiate shared singletons before any of
// them is imported (module-federation examples: index only imports bootstrap).
import('./bootstrap');
