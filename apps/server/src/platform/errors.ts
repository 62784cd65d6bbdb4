/** Domain errors: services throw them, the one error handler maps them to `{ error }` and a status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** More fields of the answer, beside `error`. */
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}
export class Invalid extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'You have to sign in') {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
/** A post identical to one of the poster's pending games: the answer names that game (the client treats it as done). */
export class AlreadyPosted extends AppError {
  constructor(id: string) {
    super(409, 'This game was already posted', { id });
  }
}
