/** The demo password of the test databases; satisfies the spec's rule. */
export const TEST_PASSWORD = 'Test#Password2026';
