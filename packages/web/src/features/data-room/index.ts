/** What other code may use from the data-room feature. */
