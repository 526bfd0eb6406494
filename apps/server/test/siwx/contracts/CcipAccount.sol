// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice A hostile "smart account" for tests: its ERC-1271 check answers by CCIP-Read
/// (EIP-3668), naming a URL for the verifier to fetch, and accepts any signature if it is followed.
contract CcipAccount {
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

    string private target;

    constructor(string memory url) {
        target = url;
    }

    function isValidSignature(bytes32, bytes calldata) external view returns (bytes4) {
        string[] memory urls = new string[](1);
        urls[0] = target;
        revert OffchainLookup(address(this), urls, hex"c0ffee", this.answer.selector, "");
    }

    function answer(bytes calldata, bytes calldata) external pure returns (bytes4) {
        return 0x1626ba7e;
    }
}
