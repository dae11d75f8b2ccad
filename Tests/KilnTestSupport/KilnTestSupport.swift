// Shared helpers for Kiln's own tests.
