/** What other code may use from the team feature. */
