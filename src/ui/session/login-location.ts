/** What the sign-in page is told about where a signed-out visitor wanted to go. */
export interface LoginLocationState {
  from?: string;
}
