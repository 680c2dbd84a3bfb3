/** What other code may use from the customers feature. */
