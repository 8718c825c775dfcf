// Response schemas of /api/users: Fastify serialises only the listed fields, so a
// field added to a user row never reaches a browser by accident.
const text = { type: 'string' } as const;

function exactly(properties: Record<string, object>) {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  } as const;
}

/** spec §7 login: the fields the login screen stores (api-contract LoginResponse). */
export const loginResponseSchema = {
  200: exactly({
    token: text,
    role: { type: 'string', enum: ['owner', 'admin', 'readonly', 'patrol'] },
    userid: text,
    unitnumber: text,
    name: text,
    email: text,
    hoaid: text,
    has_read_terms: { type: 'boolean' },
    first_name: text,
    last_name: text,
    phone: text,
  }),
};

/** spec §7 loginrenter: the renter acts for the unit owner, whose id is `_id`. */
export const renterLoginResponseSchema = {
  200: exactly({
    token: text,
    role: { type: 'string', enum: ['renter'] },
    _id: text,
    unitnumber: text,
    renter_free_parking: { type: 'integer' },
    hoaid: text,
  }),
};

/** Every { message } answer of the profile and password calls. */
export const messageResponseSchema = { 200: exactly({ message: text }) };

/** register answers 201 Created with its message (spec §8 success text) and the new id. */
export const ownerCreatedResponseSchema = { 201: exactly({ message: text, userid: text }) };

/** register_patrol: the new patrol login's id and role. */
export const patrolCreatedResponseSchema = {
  201: exactly({ message: text, userid: text, role: { type: 'string', enum: ['patrol'] } }),
};
