import { UpdateUserBody } from '../../generated/accounts/accounts.zod.ts';

/** The generated UserUpdate with both fields required: a new address is never sent without the password. */
export const changeEmailSchema = UpdateUserBody.pick({ email: true, current_password: true }).required();
