import type { MessageText } from '@portal/contract';

/** What the people administration answers: members, the HR import, budgets, moderation. */
export const PEOPLE_ADMIN_TEXTS = {
  noMember: /*i18n*/ { id: 'peopleAdmin.noMember', message: 'No member has that number.' },
  ownAdminRole: /*i18n*/ {
    id: 'peopleAdmin.ownAdminRole',
    message: 'You cannot remove your own programme admin role.',
  },
  selfLeaver: /*i18n*/ { id: 'peopleAdmin.selfLeaver', message: 'You cannot mark yourself as a leaver.' },
  birthdayBoth: /*i18n*/ {
    id: 'peopleAdmin.birthdayBoth',
    message: 'Give both birthday day and month, or neither.',
  },
  unknownDivision: /*i18n*/ { id: 'peopleAdmin.unknownDivision', message: 'Unknown division.' },
  unknownCluster: /*i18n*/ { id: 'peopleAdmin.unknownCluster', message: 'Unknown cluster.' },
  unknownManager: /*i18n*/ { id: 'peopleAdmin.unknownManager', message: 'Unknown manager.' },
  selfManager: /*i18n*/ { id: 'peopleAdmin.selfManager', message: 'A member cannot manage themselves.' },
  hasLeft: /*i18n*/ { id: 'peopleAdmin.hasLeft', message: 'This member has left the programme.' },
  alreadyRegistered: /*i18n*/ {
    id: 'peopleAdmin.alreadyRegistered',
    message: 'This member has already registered.',
  },
  noEmail: /*i18n*/ {
    id: 'peopleAdmin.noEmail',
    message: 'This member has no e-mail address; add one first.',
  },
  chooseCsv: /*i18n*/ { id: 'peopleAdmin.chooseCsv', message: 'Choose a CSV file to upload' },
  fileTooBig: /*i18n*/ { id: 'peopleAdmin.fileTooBig', message: 'The file is larger than {mb} MB.' },
  fileEmpty: /*i18n*/ { id: 'peopleAdmin.fileEmpty', message: 'The file is empty.' },
  notCsv: /*i18n*/ { id: 'peopleAdmin.notCsv', message: 'This is not a CSV file.' },
  unreadable: /*i18n*/ { id: 'peopleAdmin.unreadable', message: 'The file could not be read.' },
  rowsWithErrors: /*i18n*/ {
    id: 'peopleAdmin.rowsWithErrors',
    message: 'The file has {n} row(s) with errors; nothing was changed.',
  },
  fixRows: /*i18n*/ {
    id: 'peopleAdmin.fixRows',
    message: 'Fix the rows with errors and upload the file again; nothing was changed.',
  },
  noImport: /*i18n*/ { id: 'peopleAdmin.noImport', message: 'No such import.' },
  importApplying: /*i18n*/ {
    id: 'peopleAdmin.importApplying',
    message: 'This import is already being applied.',
  },
  budgetColumns: /*i18n*/ {
    id: 'peopleAdmin.budgetColumns',
    message: 'The file needs member_number and points columns.',
  },
  budgetLeaver: /*i18n*/ { id: 'peopleAdmin.budgetLeaver', message: '{name}: has left the programme.' },
  budgetNotManager: /*i18n*/ { id: 'peopleAdmin.budgetNotManager', message: '{name}: not a manager.' },
  reasonForPicture: /*i18n*/ {
    id: 'peopleAdmin.reasonForPicture',
    message: 'Give a reason for hiding the picture.',
  },
  reasonForMessage: /*i18n*/ {
    id: 'peopleAdmin.reasonForMessage',
    message: 'Give a reason for hiding the message.',
  },
  reasonForComment: /*i18n*/ {
    id: 'peopleAdmin.reasonForComment',
    message: 'Give a reason for hiding the comment.',
  },
  noPointsMoved: /*i18n*/ { id: 'peopleAdmin.noPointsMoved', message: 'This recognition moved no points.' },
} as const satisfies Record<string, MessageText>;

/** The people administration's notes beside a field. */
export const PEOPLE_ADMIN_FIELD_TEXTS = {
  noMember: /*i18n*/ { id: 'peopleAdminField.noMember', message: 'No member has that number' },
  askAnotherAdmin: /*i18n*/ {
    id: 'peopleAdminField.askAnotherAdmin',
    message: 'Ask another programme admin',
  },
  bothOrNeither: /*i18n*/ { id: 'peopleAdminField.bothOrNeither', message: 'Give both, or neither' },
  unknownDivision: /*i18n*/ { id: 'peopleAdminField.unknownDivision', message: 'Unknown division' },
  unknownCluster: /*i18n*/ { id: 'peopleAdminField.unknownCluster', message: 'Unknown cluster' },
  selfManager: /*i18n*/ { id: 'peopleAdminField.selfManager', message: 'A member cannot manage themselves' },
  emailForInvitation: /*i18n*/ {
    id: 'peopleAdminField.emailForInvitation',
    message: 'Required for an invitation',
  },
  fileEmpty: /*i18n*/ { id: 'peopleAdminField.fileEmpty', message: 'The file is empty' },
  notCsv: /*i18n*/ { id: 'peopleAdminField.notCsv', message: 'Not a CSV file' },
  fixRows: /*i18n*/ {
    id: 'peopleAdminField.fixRows',
    message: 'Fix the rows listed and upload the file again',
  },
  budgetHeader: /*i18n*/ { id: 'peopleAdminField.budgetHeader', message: 'First line: member_number,points' },
  hasLeft: /*i18n*/ { id: 'peopleAdminField.hasLeft', message: 'Has left the programme' },
  notManager: /*i18n*/ { id: 'peopleAdminField.notManager', message: 'Not a manager' },
  noPoints: /*i18n*/ { id: 'peopleAdminField.noPoints', message: 'No points' },
  noTeam: /*i18n*/ { id: 'peopleAdminField.noTeam', message: 'No team' },
} as const satisfies Record<string, MessageText>;
