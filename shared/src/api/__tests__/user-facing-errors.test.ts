// Server validation texts about fields a user never sees (ids, the community)
// reach no screen; every other message and field error passes through as the server wrote it.
import { changeName, deleteVehicle, isApiError } from '..';
import { INTERNAL_FIELD_FAILURE } from '../errors';
import { fakeServer, signInOwner, type FakeReply } from '../../testing';

async function failureOf(reply: FakeReply) {
  fakeServer({ 'POST /api/users/changename': reply });
  const error = await changeName({
    which: 'owner',
    userid: 'x',
    name: 'A B',
    fname: 'A',
    lname: 'B',
    unitnumber: '101',
    phone: '',
  }).catch((caught: unknown) => caught);
  if (!isApiError(error)) throw new Error('expected an ApiError');
  return error;
}

beforeEach(() => signInOwner());

describe('user-facing API errors', () => {
  it.each([
    ['userid must be a valid id', { userid: 'userid must be a valid id' }],
    ['ownerid must be a valid id', undefined],
    ['hoaid is required', { hoaid: 'hoaid is required' }],
  ])('replaces %j and drops the internal field error', async (message, errors) => {
    const error = await failureOf({ status: 400, body: { message, errors } });
    expect(error.message).toBe(INTERNAL_FIELD_FAILURE);
    expect(error.errors).toEqual({});
    expect(error.status).toBe(400);
  });

  it('keeps the message of a field the user typed, and its field error', async () => {
    const error = await failureOf({
      status: 400,
      body: {
        message: 'Invalid Email Format',
        errors: { email: 'Invalid Email Format', vehicleid: 'vehicleid must be a valid id' },
      },
    });
    expect(error.message).toBe('Invalid Email Format');
    expect(error.errors).toEqual({ email: 'Invalid Email Format' });
  });

  it('keeps spec messages exactly', async () => {
    fakeServer({
      'POST /api/parking/delete_vehicle_modify_status': {
        status: 403,
        body: { message: 'not authorized to delete vehicle' },
      },
    });
    await expect(deleteVehicle({ vehicleid: 'v1', hoaid: 'demo' } as never)).rejects.toThrow(
      'not authorized to delete vehicle',
    );
  });
});
