/** Messages of the public pages: sign-in, sign-out and password recovery (spec part 1 section 2, part 2 section 2). */
export default {
  brand: 'Customer Portal',
  login: {
    title: 'Login',
    login: 'Login',
    password: 'Password',
    submit: 'Login',
    signingIn: 'Signing in…',
    forgot: 'Forgot password?',
  },
  logout: {
    title: 'Logout',
    progress: 'Signing out…',
  },
  reset: {
    title: 'Reset password',
    intro: 'Please write your e-mail address and check your inbox for the reset password link.',
    email: 'Email',
    submit: 'Reset password',
    back: 'Back to sign-in',
  },
};
