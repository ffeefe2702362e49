/**
 * racekit SDK — the React side: the custom-element factory and the UI primitives every widget
 * uses. In the embed bundle React is preact/compat.
 */

// ── elements ──────────────────────────────────────────────────────────────────────────
// (owned by sdk/elements)

// ── ui ────────────────────────────────────────────────────────────────────────────────
// (owned by sdk/ui)
