/** What every modal the app shell can open receives. */
export interface AppModalProps {
  opened: boolean;
  onClose(): void;
}
